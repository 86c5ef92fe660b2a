import type { A11yState } from './state';

export const states: A11yState[] = [];
