// The one rule for a record id in a tool route's address (/form-manager/{Id},
// /form-submissions/{TId}/{FsId}, /key-manager/{Id}, ...): a whole number
// from 1, as the server's keys are. Anything else (abc, 0, 1.5, -3, a number
// too large for a key) is an address that names no record, so the screen
// shows its own not-found words and never sends "NaN" to the server.
/** The largest id a key column holds (a 32-bit integer). */
const MAX_ROUTE_ID = 2_147_483_647;

/** The id an address segment names, or undefined when it names none. */
export function routeId(text: string | undefined): number | undefined {
  if (text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ROUTE_ID ? id : undefined;
}
