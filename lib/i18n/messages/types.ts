import type { en } from './en';

/** The shape of the English table with every message widened to text: what each language must give. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Messages = Widen<typeof en>;
