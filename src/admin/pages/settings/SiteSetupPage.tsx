// /site-setup (issue 16 item 2, MoJoAdmin): the feature switches (feature
// tags' visibility), each with what it does and saved as it is flipped, with
// If-Match (the switch's version as listed); and the site form (public URL,
// the second factor for everyone, the main menu template), saved with
// If-Match like every settings group. A switch someone else flipped since
// (412) is said so, and every switch is shown as it is now.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, FormControlLabel, List, ListItem, Paper, Switch, Typography } from '@mui/material';
import { HttpError, useNotify, type TranslateFunction } from 'react-admin';
import type { FeatureSwitch, SiteSetupAnswer } from '../../../shared/api/general-settings.js';
import { FORM_READ } from '../../api/read-options.js';
import { queryKeys } from '../../api/query-keys.js';
import { errorText, useSiteApi } from '../../api/site-api.js';
import { ErrorNotice, Loading, ScreenFrame } from '../../kit/ScreenStates.js';
import { SITE_SETUP_FORM } from './settings-fields.js';
import { useText } from '../../i18n/use-text.js';
import { SettingsForm } from './SettingsForm.js';
import { loadSetup, saveSetup, switchFeature } from './settings-api.js';

const SETUP_KEY = ['settings', 'setup'] as const;

export function SiteSetupPage() {
  const api = useSiteApi();
  const text = useText();
  const setup = useQuery({ queryKey: SETUP_KEY, queryFn: () => loadSetup(api), ...FORM_READ });
  return (
    <ScreenFrame title={text('settings.page.setupTitle')} intro={text('settings.page.setupIntro')}>
      {setup.error ? (
        <ErrorNotice message={errorText(setup.error)} />
      ) : !setup.data ? (
        <Loading />
      ) : (
        <SetupBody answer={setup.data.answer} etag={setup.data.etag} />
      )}
    </ScreenFrame>
  );
}

function SetupBody({ answer, etag }: { answer: SiteSetupAnswer; etag: string | undefined }) {
  const api = useSiteApi();
  const text = useText();
  return (
    <>
      <FeatureSwitches features={answer.features} />
      {answer.secondFactorRequiredByServer && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {text('settings.page.secondFactorByServer')}
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

/** A switch's name and description in the language, from its tag id; the server's English for a switch the admin does not know. */
function featureWords(feature: FeatureSwitch, text: TranslateFunction): { name: string; description: string } {
  const key = `site-features.t${feature.tId}`;
  return {
    name: text(`${key}.name`, { _: feature.name }),
    description: text(`${key}.description`, { _: feature.description }),
  };
}

function FeatureSwitches({ features }: { features: FeatureSwitch[] }) {
  const api = useSiteApi();
  const notify = useNotify();
  const text = useText();
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
      notify(
        text(saved.enabled ? 'settings.page.switchedOn' : 'settings.page.switchedOff', {
          name: featureWords(saved, text).name,
        }),
        { type: 'success' },
      );
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
        {text('settings.page.features')}
      </Typography>
      <Typography variant="body2">{text('settings.page.featuresIntro')}</Typography>
      {notice && (
        <Alert severity={notice.severity} sx={{ mt: 1 }}>
          {notice.text}
        </Alert>
      )}
      <List aria-label={text('settings.page.featureSwitches')}>
        {list.map((f) => (
          <ListItem key={f.tId} disableGutters sx={{ display: 'block' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={f.enabled}
                  disabled={busy === f.tId}
                  onChange={(e) => void flip(f, e.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `feature-${f.tId}-what` } }}
                />
              }
              label={featureWords(f, text).name}
            />
            <Typography id={`feature-${f.tId}-what`} variant="body2" color="text.secondary" sx={{ ml: 6 }}>
              {featureWords(f, text).description}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export default SiteSetupPage;
