import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider, type ThemeProviderProps } from '../provider/ThemeProvider';

/** Render inside a ThemeProvider; the provider props default to the English default site. */
export function renderWithTheme(ui: ReactElement, provider: Omit<ThemeProviderProps, 'children'> = {}, options?: RenderOptions) {
  return render(<ThemeProvider {...provider}>{ui}</ThemeProvider>, options);
}
