// The register's strings (`public:register.*`) of one language, one chunk: only the register
// pages' islands need them in the browser (src/lib/i18n.ts, `loadRegisterStrings`).
export { default as register } from './register.json'
