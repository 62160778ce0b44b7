// The server's coded refusals (issue 41 item 2; docs/decisions/0117, 0120): English is
// the server's own table, so English shows exactly what the server writes.
// kit/server-messages.ts words an error's code with these texts, and a `label`
// param with `label.<key>` (the fields a shared rule names).
import { ERROR_LABELS, ERROR_TEXTS } from '../../../../shared/api/error-codes.js';

export default { ...ERROR_TEXTS, label: ERROR_LABELS };
