import { domAnimation } from 'framer-motion'

/** framer-motion's DOM animation features, loaded on demand by `<LazyMotion>`. */
export default domAnimation
