import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from './pt-BR.json';

/** Every visible text comes from `pt-BR.json`; keys are typed from it, so a wrong key does not compile. */
export const defaultNS = 'translation';
export const resources = { 'pt-BR': { translation: ptBR } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['pt-BR'];
  }
}

void i18next.use(initReactI18next).init({
  lng: 'pt-BR',
  fallbackLng: 'pt-BR',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

export { i18next };
