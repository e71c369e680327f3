import { useContext } from 'react'
import { useTranslation } from 'react-i18next'

import { ProofContext } from '@/features/register/components/proof-context'
import { TitledSection } from '@/features/register/components/titled-section'
import { PROOF_CHECK_PATH } from '@/features/register/lib/proof-types'
import { PageHeader } from '@/features/site/components/page-header'
import { PageMeta } from '@/features/site/components/page-meta'
import { currentLanguage } from '@/lib/i18n'
import { usePageUrl } from '@/lib/page-url'

/** Where the site publishes its public signing keys (supabase/local/register/signing.ts). */
const JWKS_PATH = '/.well-known/jwks.json'

/** A third party's check of a proof with Node.js alone (docs/decisions/029). */
const verifyScript = (
  origin: string,
) => `// verify-proof.mjs: node verify-proof.mjs bukti.pdf   (or bukti.json)
import { readFileSync } from 'node:fs'
import { createPublicKey, verify } from 'node:crypto'

const bytes = readFileSync(process.argv[2])
const { keys } = await (await fetch('${origin}${JWKS_PATH}')).json()
let kid, data, signature
if (bytes.subarray(0, 5).toString() === '%PDF-') {
  // The last line: %LSBU-PROOF-SIG EdDSA <kid> <signature>, over every byte before it.
  const at = bytes.lastIndexOf('\\n%LSBU-PROOF-SIG ') + 1
  ;[, , kid, signature] = bytes.subarray(at).toString().trim().split(' ')
  data = bytes.subarray(0, at)
} else {
  // A JWS (flattened JSON): Ed25519 over protected + "." + payload.
  const jws = JSON.parse(bytes)
  kid = JSON.parse(Buffer.from(jws.protected, 'base64url')).kid
  data = Buffer.from(\`\${jws.protected}.\${jws.payload}\`)
  signature = jws.signature
}
const jwk = keys.find((key) => key.kid === kid)
const key = jwk && createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' })
const valid = !!key && verify(null, data, key, Buffer.from(signature, 'base64url'))
console.log(valid ? 'VALID' : 'NOT VALID')
`

/**
 * /verifikasi/kunci: the public key the register's proofs and checkpoints are signed with, and
 * how anyone can check a proof without this site's check page (ADR 029).
 */
export function Component() {
  const { t, i18n } = useTranslation('public')
  const { publicKey } = useContext(ProofContext)
  const language = currentLanguage(i18n)
  const checkPath = language === 'id' ? PROOF_CHECK_PATH : `${PROOF_CHECK_PATH}?lng=${language}`
  const origin = new URL(usePageUrl()).origin
  return (
    <>
      <PageMeta
        title={t('register.proof.key.title')}
        description={t('register.proof.key.metaDescription')}
        noIndex
      />
      <PageHeader
        title={t('register.proof.key.title')}
        description={t('register.proof.key.intro')}
      />
      <div className="container max-w-3xl space-y-8 py-10 sm:py-14">
        <TitledSection id="proof-key-published" title={t('register.proof.key.publishedTitle')}>
          <p>
            {t('register.proof.key.published')}{' '}
            <a className="break-all underline underline-offset-4" href={JWKS_PATH}>
              {origin}
              {JWKS_PATH}
            </a>
          </p>
          {publicKey ? (
            <pre
              className="whitespace-pre-wrap break-all rounded-md border bg-muted p-3 text-xs"
              data-testid="proof-public-key"
              aria-label={t('register.proof.key.keyLabel')}
            >
              {JSON.stringify(publicKey, null, 2)}
            </pre>
          ) : (
            <p>{t('register.proof.key.none')}</p>
          )}
        </TitledSection>
        <TitledSection id="proof-key-format" title={t('register.proof.key.formatTitle')}>
          <p>{t('register.proof.key.formatJson')}</p>
          <p>{t('register.proof.key.formatPdf')}</p>
          <p>{t('register.proof.key.formatTime')}</p>
        </TitledSection>
        <TitledSection id="proof-key-cli" title={t('register.proof.key.cliTitle')}>
          <p>{t('register.proof.key.cliIntro')}</p>
          <pre
            className="whitespace-pre-wrap break-all rounded-md border bg-muted p-3 text-xs"
            aria-label={t('register.proof.key.cliLabel')}
          >
            {verifyScript(origin)}
          </pre>
          <p>
            {t('register.proof.key.onSite')}{' '}
            <a className="underline underline-offset-4" href={checkPath}>
              {t('register.proof.check.title')}
            </a>
          </p>
        </TitledSection>
      </div>
    </>
  )
}
