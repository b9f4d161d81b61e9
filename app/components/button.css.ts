import { recipe } from '@vanilla-extract/recipes';
import { vars } from '~/styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: 44,
    padding: `${vars.space.sm} ${vars.space.xl}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontWeight: vars.fontWeight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
  },
  variants: {
    tone: {
      primary: { background: vars.color.brand, color: vars.color.onBrand, ':hover': { background: vars.color.brandDark } },
      secondary: { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand },
    },
  },
  defaultVariants: { tone: 'primary' },
});
