// The server's coded refusals (issue 41 item 2; docs/decisions/0117): English is
// the server's own table, so English shows exactly what the server writes.
// kit/server-errors.ts words an error's code with these texts.
import { ERROR_TEXTS } from '../../../../shared/api/error-codes.js';

export default ERROR_TEXTS;
