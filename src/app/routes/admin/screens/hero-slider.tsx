import { ResourceScreen } from '@/components/crud/resource-screen'
import { HeroSlideForm } from '@/features/home/components/hero-slide-form'
import { heroSlidesResource } from '@/features/home/hero-slides-resource'

/** /admin/hero-slider: the home page slides with image, alt text, buttons, publish state, order. */
export function Component() {
  return <ResourceScreen resource={heroSlidesResource} form={HeroSlideForm} />
}
