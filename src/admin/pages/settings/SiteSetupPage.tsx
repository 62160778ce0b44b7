// /site-setup (issue 16 item 2, MoJoAdmin): the feature switches (feature
// tags' visibility), each with what it does and saved as it is flipped, with
// If-Match (the switch's version as listed); and the site form (public URL,
// the second factor for everyone, the main menu template), saved with
// If-Match like every settings group. A switch someone else flipped since
// (412) is said so, and every switch is shown as it is now.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, FormControlLabel, List, ListItem, Paper, Switch, Typography } from '@mui/material';
import { HttpError, useNotify } from 'react-admin';
import type { FeatureSwitch, SiteSetupAnswer } from '../../../shared/api/general-settings.js';
import { FORM_READ } from '../../api/read-options.js';
import { queryKeys } from '../../api/query-keys.js';
import { errorText, useSiteApi } from '../site/shared/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../site/shared/ScreenStates.js';
import { SITE_SETUP_FORM } from './settings-fields.js';
import { SettingsForm } from './SettingsForm.js';
import { loadSetup, saveSetup, switchFeature } from './settings-api.js';

const SETUP_KEY = ['settings', 'setup'] as const;

export function SiteSetupPage() {
  const api = useSiteApi();
  const setup = useQuery({ queryKey: SETUP_KEY, queryFn: () => loadSetup(api), ...FORM_READ });
  return (
    <ScreenFrame title="Site Setup" intro="Which features the site has, its address, how everyone signs in and the main menu’s layout. For MoJoAdmin accounts only.">
      {setup.error ? <ErrorNotice message={errorText(setup.error)} /> : !setup.data ? <Loading /> : <SetupBody answer={setup.data.answer} etag={setup.data.etag} />}
    </ScreenFrame>
  );
}

function SetupBody({ answer, etag }: { answer: SiteSetupAnswer; etag: string | undefined }) {
  const api = useSiteApi();
  return (
    <>
      <FeatureSwitches features={answer.features} />
      {answer.secondFactorRequiredByServer && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The server requires the second factor of everyone (REQUIRE_SECOND_FACTOR), whatever the switch below says.
        </Alert>
      )}
      <SettingsForm
        spec={SITE_SETUP_FORM}
        // The page's own read seeds the form; a later read (after a 412) asks the server again.
        load={async () => {
          const now = await loadSetup(api);
          return { values: now.answer.values, etag: now.etag };
        }}
        save={async (values, tag) => {
          const saved = await saveSetup(api, values, tag);
          return { values: saved.answer.values, etag: saved.etag };
        }}
        initialValue={{ values: answer.values, etag }}
      />
    </>
  );
}

function FeatureSwitches({ features }: { features: FeatureSwitch[] }) {
  const api = useSiteApi();
  const notify = useNotify();
  const client = useQueryClient();
  const [list, setList] = useState(features);
  const [busy, setBusy] = useState<number>();
  const [notice, setNotice] = useState<{ severity: 'error' | 'warning'; text: string }>();

  const flip = async (feature: FeatureSwitch, enabled: boolean) => {
    setBusy(feature.tId);
    setNotice(undefined);
    try {
      const saved = await switchFeature(api, feature, enabled);
      setList((l) => l.map((f) => (f.tId === saved.tId ? saved : f)));
      // The dashboard's tool menu reads the tags: it shows a tool switched on or off at once.
      void client.invalidateQueries({ queryKey: queryKeys.tagTree() });
      notify(`${saved.name} is ${saved.enabled ? 'on' : 'off'}`, { type: 'success' });
    } catch (e) {
      if (e instanceof HttpError && e.status === 412) {
        // Someone else flipped it since this list was read: say so and show every switch as it is now (with the
        // versions the next flip names), rather than flip it from a state the user never saw.
        const now = await loadSetup(api).catch(() => undefined);
        if (now) setList(now.answer.features);
        setNotice({ severity: 'warning', text: errorText(e) });
        void client.invalidateQueries({ queryKey: queryKeys.tagTree() });
      } else {
        setNotice({ severity: 'error', text: errorText(e) });
      }
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Paper component="section" aria-labelledby="feature-switches" variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" id="feature-switches">
        Features
      </Typography>
      <Typography variant="body2">Each switch turns a feature of the site on or off (the feature’s tag is shown or hidden); it takes effect as it is flipped.</Typography>
      {notice && (
        <Alert severity={notice.severity} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
      <List aria-label="Feature switches">
        {list.map((f) => (
          <ListItem key={f.tId} disableGutters sx={{ display: 'block' }}>
            <FormControlLabel
              control={<Switch checked={f.enabled} disabled={busy === f.tId} onChange={(e) => void flip(f, e.target.checked)} slotProps={{ input: { 'aria-describedby': `feature-${f.tId}-what` } }} />}
              label={f.name}
            />
            <Typography id={`feature-${f.tId}-what`} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {f.description}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export default SiteSetupPage;
