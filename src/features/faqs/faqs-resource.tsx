import { NameCell, publishedInOrder } from '@/components/crud/resource-columns'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import { FAQ_CATEGORIES, faqForm, type FaqFormValues, type FaqRow } from './admin-schemas'

/** /admin/faq: questions and answers with category, publish state and order. */
export const faqsResource = defineResource(
  publishedInOrder<FaqRow, FaqFormValues>({
    table: 'faqs',
    section: 'faq',
    list: {
      search: ['question->>id', 'question->>en', 'answer->>id'],
      sortable: ['question->>id', 'category', 'updated_at'],
    },
    form: faqForm,
    revisions: true,
    markdown: ['answer'],
    name: (row, language) => translate(row.question, language),
    columns: ({ t, language }) => [
      {
        id: 'question',
        header: t('faq.fields.question'),
        cell: ({ row }) => <NameCell name={translate(row.original.question, language)} />,
      },
      {
        id: 'category',
        header: t('faq.fields.category'),
        cell: ({ row }) => t(`faq.categories.${row.original.category as 'umum'}`),
      },
    ],
    filters: ({ t }) => [
      {
        id: 'category',
        label: t('faq.fields.category'),
        options: FAQ_CATEGORIES.map((c) => ({ value: c, label: t(`faq.categories.${c}`) })),
      },
    ],
    csv: {
      filename: 'faq',
      columns: ({ t }) => [
        { header: t('faq.fields.question'), value: (r) => translate(r.question, 'id') },
        { header: `${t('faq.fields.question')} (EN)`, value: (r) => translate(r.question, 'en') },
        { header: t('faq.fields.answer'), value: (r) => translate(r.answer, 'id') },
        { header: t('faq.fields.category'), value: (r) => r.category },
      ],
    },
  }),
)
