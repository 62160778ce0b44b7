// Forms (docs/forms.md): the public submit and file upload, and the staff's
// submissions with their deliveries.
import type { Feature } from '../platform/http/feature.js';
import { FORM_FILE_PER_ADDRESS, FORM_SUBMIT_PER_ADDRESS } from '../platform/rate-limit/index.js';
import { registerFormSubmit } from './routes/form-submit.js';
import { registerFormFile } from './routes/form-file.js';
import { registerFormSubmissionRoutes } from './routes/form-submissions.js';
import { API_PREFIX } from '../../shared/api/prefixes.js';
import type { WriteRuleSet } from '../platform/data/write-rules.js';
import type { DeliveryRunner } from './deliveries/runner.js';

// The runner of form deliveries (made in services.ts; it stops before the database closes).
declare module '../platform/http/feature.js' {
  interface Services {
    formDeliveries: DeliveryRunner;
  }
}
import {
  checkFormValues,
  createFormTag,
  refuseFormWithSubmissions,
  removeFormTag,
  syncFormTag,
} from './form-write-rules.js';

// The form rules, and the form's own tag: made with it, renamed with it, removed after it when unused (form-write-rules.ts).
const writeRules: WriteRuleSet = {
  entities: {
    Form: {
      beforeCreate: async ({ tx, tags }, values) => {
        await checkFormValues(tx, values, undefined);
        if (values.TId === null || values.TId === undefined) values.TId = await createFormTag(tx, tags, values);
      },
      beforeUpdate: async ({ tx }, before, values) => checkFormValues(tx, values, before),
      afterUpdate: async ({ tx, tags }, before, after) => syncFormTag(tx, tags, before, after),
      beforeDelete: async ({ tx }, before) => refuseFormWithSubmissions(tx, before),
      // After the row is gone, so the form no longer counts as a use of its tag.
      afterDelete: async ({ tx, tags }, before) => removeFormTag(tx, tags, before),
    },
  },
};

export const formFeatures: Feature[] = [
  {
    // Shares the data prefix but not its sign-in hook.
    name: 'form submit',
    prefix: API_PREFIX.data,
    audience: 'public',
    register: (scope, { db, now, formDeliveries, perAddress }) =>
      registerFormSubmit(scope, {
        db,
        now,
        deliveries: formDeliveries,
        limitByAddress: perAddress(FORM_SUBMIT_PER_ADDRESS),
      }),
  },
  {
    name: 'form file upload',
    prefix: API_PREFIX.mc,
    audience: 'public',
    register: (scope, { db, storage, config, now, perAddress }) =>
      registerFormFile(scope, {
        db,
        storage,
        uploadMaxBytes: config.uploadMaxBytes,
        now,
        limitByAddress: perAddress(FORM_FILE_PER_ADDRESS),
      }),
  },
  {
    name: 'form submissions',
    prefix: API_PREFIX.forms,
    audience: 'staff',
    writeRules,
    register: (scope, { db, formDeliveries }) =>
      registerFormSubmissionRoutes(scope, { db, deliveries: formDeliveries }),
  },
];
