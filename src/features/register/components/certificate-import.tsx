import { useQueryClient } from '@tanstack/react-query'
import { Download, FileDown } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { UploadControl } from '@/components/crud/upload-control'
import { Button } from '@/components/ui/button'
import { ColumnHeads } from '@/components/ui/table'
import { downloadCsv } from '@/lib/csv'
import { currentLanguage } from '@/lib/i18n'
import { useErrorText } from '@/lib/resource/db-errors'
import { toast } from '@/lib/toast'

import { importCertificates, type ImportResult } from '../api/admin-certificates'
import { registerKeys } from '../api/keys'
import { errorReportCsv, type ImportRow, parseImportCsv, templateCsv } from '../lib/import-csv'

type State =
  | { step: 'choose'; problem?: string }
  | { step: 'preview'; rows: ImportRow[]; check: ImportResult }
  | { step: 'done'; result: ImportResult }

/**
 * CSV import: choose a file → preview (every row checked by the database, errors per line and
 * column) → import the valid rows in one transaction, or cancel. Template and error report
 * are downloads.
 */
export function CertificateImport() {
  const { t, i18n } = useTranslation('admin')
  const describe = useErrorText()
  const language = currentLanguage(i18n)
  const queryClient = useQueryClient()
  const id = useId()
  const [state, setState] = useState<State>({ step: 'choose' })
  const [busy, setBusy] = useState(false)
  const [fileName, setFileName] = useState('')

  const onFile = async (file: File | undefined) => {
    if (!file) return
    const parsed = parseImportCsv(await file.text())
    if (!parsed.ok) {
      setState({
        step: 'choose',
        problem:
          parsed.reason === 'parse'
            ? t('certificates.import.parseError', { message: parsed.message })
            : parsed.reason === 'columns'
              ? t('certificates.import.missingColumns', { columns: parsed.missing.join(', ') })
              : t('certificates.import.empty'),
      })
      return
    }
    setBusy(true)
    try {
      setState({
        step: 'preview',
        rows: parsed.rows,
        check: await importCertificates(parsed.rows, false),
      })
    } catch (error) {
      setState({ step: 'choose', problem: describe(error).message })
    } finally {
      setBusy(false)
    }
  }

  const importValid = async (rows: ImportRow[], check: ImportResult) => {
    const bad = new Set(check.errors.map((e) => String(e.line)))
    const valid = rows.filter((r) => !bad.has(String(r.line)))
    setBusy(true)
    try {
      const result = await importCertificates(valid, true)
      await queryClient.invalidateQueries({ queryKey: registerKeys.all })
      setState({ step: 'done', result })
      void toast.success(t('certificates.import.done', { ...result }))
    } catch (error) {
      void toast.error(t('certificates.import.failed'), describe(error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-4 rounded-xl border p-4">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-medium">
            {t('certificates.import.file')}
          </label>
          <UploadControl
            id={`${id}-file`}
            accept=".csv,text/csv"
            label={t('certificates.import.file')}
            busy={busy}
            status={fileName || undefined}
            describedBy={state.step === 'choose' && state.problem ? `${id}-problem` : undefined}
            onFiles={([file]) => {
              setFileName(file!.name)
              void onFile(file)
            }}
            className="max-w-xl"
          />
        </div>
        <Button
          type="button"
          variant="outline"
          onClick={() => downloadCsv('templat-sertifikat', templateCsv())}
        >
          <Download aria-hidden="true" />
          {t('certificates.import.template')}
        </Button>
      </div>
      {state.step === 'choose' && state.problem ? (
        <p id={`${id}-problem`} role="alert" className="text-destructive">
          {state.problem}
        </p>
      ) : null}
      {state.step === 'preview' ? (
        <section aria-labelledby={`${id}-preview`} className="space-y-4">
          <h2 id={`${id}-preview`} className="text-lg font-semibold">
            {t('certificates.import.rowsTitle')}
          </h2>
          <p role="status">
            {t('certificates.import.summary', {
              rows: state.check.rows,
              valid: state.check.valid,
              invalid: state.check.rows - state.check.valid,
            })}
          </p>
          {state.check.errors.length ? (
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <ColumnHeads
                  className="bg-muted/50 text-left"
                  cellClassName="p-2"
                  columns={[
                    { label: t('certificates.import.line') },
                    { label: t('certificates.fields.number') },
                    { label: t('certificates.import.field') },
                    { label: t('certificates.import.message') },
                  ]}
                />
                <tbody>
                  {state.check.errors.map((e, i) => (
                    <tr key={i} className="border-t" data-line={e.line}>
                      <td className="p-2">{e.line}</td>
                      <td className="p-2 font-mono">
                        {state.rows.find((r) => String(r.line) === String(e.line))?.number}
                      </td>
                      <td className="p-2 font-mono">{e.field}</td>
                      <td className="p-2">{language === 'en' ? e.details : e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={busy || state.check.valid === 0}
              onClick={() => void importValid(state.rows, state.check)}
            >
              {t('certificates.import.importValid', { count: state.check.valid })}
            </Button>
            {state.check.errors.length ? (
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  downloadCsv('laporan-kesalahan-impor', errorReportCsv(state.check.errors))
                }
              >
                <FileDown aria-hidden="true" />
                {t('certificates.import.errorReport')}
              </Button>
            ) : null}
            <Button type="button" variant="ghost" onClick={() => setState({ step: 'choose' })}>
              {t('certificates.import.cancel')}
            </Button>
          </div>
        </section>
      ) : null}
      {state.step === 'done' ? (
        <p role="status" className="rounded-md border border-emerald-600/40 bg-emerald-500/10 p-4">
          {t('certificates.import.done', { ...state.result })}
        </p>
      ) : null}
    </div>
  )
}
