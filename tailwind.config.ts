import type { Config } from 'tailwindcss';

// The design card's theme, loaded by Tailwind 4 through `@config` in app/globals.css.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          500: '#2f6fde',
          600: '#1f56b8',
          700: '#1a4694',
          900: '#10264f',
        },
        steel: {
          50: '#f6f7f9',
          100: '#eceef2',
          300: '#c5cad3',
          // Darker than a plain mid-grey: 4.5:1 contrast on the page background (WCAG AA).
          500: '#5d6576',
          700: '#3b4250',
          900: '#1b1f27',
        },
        accent: '#f59e0b',
      },
      fontFamily: {
        sans: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
};

export default config;
