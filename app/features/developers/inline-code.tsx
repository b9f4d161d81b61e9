/** A name or snippet of code inside the guide's prose. */
import type { ReactNode } from 'react';
import * as s from './developers.css';

export const C = ({ children }: { children: ReactNode }) => <code className={s.code}>{children}</code>;
