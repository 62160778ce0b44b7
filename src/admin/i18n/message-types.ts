// The shape every language's message file of a feature must have: the same
// keys as the English file, each a string. A French file written as
// `export default { … } satisfies SameKeys<typeof en>;` fails to compile on a
// missing or an extra key; messages.spec.ts checks the same at run time.
export type MessageTree = { readonly [key: string]: string | MessageTree };

export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };
