import { csvColumns, NameCell, publishedInOrder } from '@/components/crud/resource-columns'
import { defineResource } from '@/lib/resource/resource'
import { translate } from '@/lib/translate'

import { heroSlideForm, type HeroSlideFormValues, type HeroSlideRow } from './admin-schemas'

/** /admin/hero-slider: the home page slides with image, alt text, buttons, publish state, order. */
export const heroSlidesResource = defineResource(
  publishedInOrder<HeroSlideRow, HeroSlideFormValues>({
    table: 'hero_slides',
    section: 'heroSlider',
    list: {
      search: ['title->>id', 'title->>en', 'subtitle->>id'],
      sortable: ['title->>id'],
    },
    form: heroSlideForm,
    revisions: true,
    name: (row, language) => translate(row.title, language),
    columns: ({ t, language }) => [
      {
        id: 'image',
        enableSorting: false,
        header: t('heroSlider.fields.image'),
        cell: ({ row }) =>
          row.original.image_url ? (
            <img
              src={row.original.image_url}
              alt={translate(row.original.image_description, language)}
              className="h-12 w-20 rounded bg-muted object-cover"
              loading="lazy"
            />
          ) : null,
      },
      {
        id: 'title',
        header: t('heroSlider.fields.title'),
        cell: ({ row }) => (
          <NameCell
            name={translate(row.original.title, language)}
            detail={row.original.subtitle ? translate(row.original.subtitle, language) : null}
          />
        ),
      },
    ],
    csv: {
      filename: 'slider-beranda',
      columns: ({ t }) =>
        csvColumns(t, 'heroSlider.fields', {
          title: (r) => translate(r.title, 'id'),
          subtitle: (r) => translate(r.subtitle, 'id'),
          ctaPrimary: 'cta_primary_url',
          ctaSecondary: 'cta_secondary_url',
          image: 'image_url',
          imageDescription: (r) => translate(r.image_description, 'id'),
        }),
    },
  }),
)
