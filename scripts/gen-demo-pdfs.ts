/**
 * Writes the demo site's downloadable files (public/files/seed/*.pdf): one small A4 page per
 * seeded legal product and legality document, saying plainly that it is a demo file and, for
 * regulations, where the official text is. Run `npx tsx scripts/gen-demo-pdfs.ts` after changing
 * the list; supabase/seed.sql links each file.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const OUT = join(import.meta.dirname, '..', 'public', 'files', 'seed')

interface DemoFile {
  file: string
  title: string
  en: string
  official: boolean
}

const DEMO_FILES: DemoFile[] = [
  {
    file: 'uu-2-2017.pdf',
    title: 'Undang-Undang Nomor 2 Tahun 2017 tentang Jasa Konstruksi',
    en: 'Law Number 2 of 2017 on Construction Services',
    official: true,
  },
  {
    file: 'uu-6-2023.pdf',
    title: 'Undang-Undang Nomor 6 Tahun 2023 (Cipta Kerja)',
    en: 'Law Number 6 of 2023 (Job Creation)',
    official: true,
  },
  {
    file: 'pp-22-2020.pdf',
    title: 'Peraturan Pemerintah Nomor 22 Tahun 2020',
    en: 'Government Regulation Number 22 of 2020',
    official: true,
  },
  {
    file: 'pp-14-2021.pdf',
    title: 'Peraturan Pemerintah Nomor 14 Tahun 2021',
    en: 'Government Regulation Number 14 of 2021',
    official: true,
  },
  {
    file: 'pp-5-2021.pdf',
    title: 'Peraturan Pemerintah Nomor 5 Tahun 2021',
    en: 'Government Regulation Number 5 of 2021',
    official: true,
  },
  {
    file: 'permen-pupr-6-2021.pdf',
    title: 'Peraturan Menteri PUPR Nomor 6 Tahun 2021',
    en: 'Minister of Public Works Regulation Number 6 of 2021',
    official: true,
  },
  {
    file: 'permen-pupr-8-2022.pdf',
    title: 'Peraturan Menteri PUPR Nomor 8 Tahun 2022',
    en: 'Minister of Public Works Regulation Number 8 of 2022',
    official: true,
  },
  {
    file: 'kepmen-pupr-713-2022.pdf',
    title: 'Keputusan Menteri PUPR Nomor 713/KPTS/M/2022',
    en: 'Minister of Public Works Decree Number 713/KPTS/M/2022',
    official: true,
  },
  {
    file: 'se-lpjk-02-2021.pdf',
    title: 'Surat Edaran LPJK Nomor 02/SE/LPJK/2021',
    en: 'LPJK Circular Number 02/SE/LPJK/2021',
    official: true,
  },
  {
    file: 'se-lpjk-17-2021.pdf',
    title: 'Surat Edaran LPJK Nomor 17/SE/LPJK/2021',
    en: 'LPJK Circular Number 17/SE/LPJK/2021',
    official: true,
  },
  {
    file: 'akta-pendirian.pdf',
    title: 'Akta Pendirian Perkumpulan',
    en: 'Deed of Establishment',
    official: false,
  },
  {
    file: 'pengesahan-badan-hukum.pdf',
    title: 'Pengesahan Badan Hukum',
    en: 'Legal Entity Approval',
    official: false,
  },
  {
    file: 'lisensi-lsbu.pdf',
    title: 'Lisensi Lembaga Sertifikasi Badan Usaha',
    en: 'Business Entity Certification Body Licence',
    official: false,
  },
  {
    file: 'akreditasi-iso-17065.pdf',
    title: 'Sertifikat Akreditasi ISO/IEC 17065',
    en: 'ISO/IEC 17065 Accreditation Certificate',
    official: false,
  },
  {
    file: 'nib.pdf',
    title: 'Nomor Induk Berusaha (NIB)',
    en: 'Business Identification Number (NIB)',
    official: false,
  },
]

/** A PDF string literal: backslash and parentheses escaped (the texts are ASCII). */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`

/** One A4 page of Helvetica lines, [size, text] from the top; a valid PDF 1.4 with its xref. */
function pdf(lines: [number, string][]): Buffer {
  let y = 770
  const content = lines
    .map(([size, text]) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td ${literal(text)} Tj ET`
      y -= size + 12
      return line
    })
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

function demoLines({ title, en, official }: DemoFile): [number, string][] {
  return [
    [10, 'LSBU Karya Mandiri Nusantara - berkas demo / demo file'],
    [16, title],
    [12, en],
    [10, ''],
    ...(official
      ? ([
          [10, 'Berkas contoh untuk situs demo, bukan naskah resmi peraturan ini.'],
          [10, 'Naskah resmi: JDIH Kementerian PUPR (jdih.pu.go.id) atau peraturan.bpk.go.id.'],
          [10, 'A sample file for the demo site, not the official text of this regulation.'],
          [
            10,
            'Official text: JDIH of the Ministry of Public Works (jdih.pu.go.id) or peraturan.bpk.go.id.',
          ],
        ] as [number, string][])
      : ([
          [10, 'Dokumen fiktif untuk situs demo. Ganti dengan pindaian dokumen asli di admin.'],
          [
            10,
            'A fictitious document for the demo site. Replace it with a scan of the real one in the admin.',
          ],
        ] as [number, string][])),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(OUT, { recursive: true })
  for (const file of DEMO_FILES) writeFileSync(join(OUT, file.file), pdf(demoLines(file)))
  console.log(`wrote ${DEMO_FILES.length} files to ${OUT}`)
}
