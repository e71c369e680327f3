import { TestimonialsScreen } from '@/features/testimonials/testimonials-resource'

/** /admin/testimoni: client testimonials shown on the home and clients pages. */
export const Component = TestimonialsScreen
