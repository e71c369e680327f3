import { defineResource } from '@/components/crud/resource'
import { NameCell, publishedInOrder } from '@/components/crud/resource-columns'
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
      columns: ({ t }) => [
        { header: t('heroSlider.fields.title'), value: (r) => translate(r.title, 'id') },
        { header: t('heroSlider.fields.subtitle'), value: (r) => translate(r.subtitle, 'id') },
        { header: t('heroSlider.fields.ctaPrimary'), value: (r) => r.cta_primary_url },
        { header: t('heroSlider.fields.ctaSecondary'), value: (r) => r.cta_secondary_url },
        { header: t('heroSlider.fields.image'), value: (r) => r.image_url },
        {
          header: t('heroSlider.fields.imageDescription'),
          value: (r) => translate(r.image_description, 'id'),
        },
      ],
    },
  }),
)
