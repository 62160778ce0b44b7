// The dashboard tool menu's rule lives in src/shared (the access explainer
// answers from the same code); the dashboard imports it from here.
export * from '../../../shared/dashboard-tools.js';
