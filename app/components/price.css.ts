import { style } from '@vanilla-extract/css';
import { vars } from '~/styles/theme.css';

export const price = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const current = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const was = style({ color: vars.color.textMuted, textDecoration: 'line-through', fontSize: vars.fontSize.sm });
export const unit = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
