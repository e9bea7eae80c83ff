/** The same shape with every text widened to string, so each language fills it freely. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
