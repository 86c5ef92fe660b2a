export type Lang = 'zh-CN' | 'en';
export const LANGS: readonly Lang[] = ['zh-CN', 'en'];

/** An English catalogue must carry exactly the keys of its zh-CN source. */
export type Translation<T> = { readonly [K in keyof T]: string };
