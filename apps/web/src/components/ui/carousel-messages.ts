import { params } from '@gymslot/shared/message-params';
import { i18n } from '../../i18n/i18n';

/** What the picture carousel and its dots say to screen readers. */
export const carouselMessages = i18n('ui-carousel', {
  carousel: 'carousel',
  slide: 'slide',
  slidePosition: params('{position} of {count}'),
  imagePosition: params('Image {position} of {count}'),
  showImage: params('Show image {position} of {count}'),
  previousImage: 'Previous image',
  nextImage: 'Next image',
});
