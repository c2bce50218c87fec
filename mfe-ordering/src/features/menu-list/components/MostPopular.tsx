import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { POPULAR_SLIDES, PopularCard } from './PopularCard';

/** Spec §2 and §9: two slides, 500 ms, autoplay every 2 s, endless, no arrows; breakpoints 1024 and 600. */
export const CAROUSEL_SETTINGS: Settings = {
  slidesToShow: POPULAR_SLIDES,
  slidesToScroll: 1,
  speed: 500,
  autoplay: true,
  autoplaySpeed: 2000,
  infinite: true,
  arrows: false,
  dots: false,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: POPULAR_SLIDES } },
    { breakpoint: 600, settings: { slidesToShow: POPULAR_SLIDES } },
  ],
};

/**
 * The 'Most Popular' carousel. It repeats items of the list below, and the carousel's clones are
 * hidden from assistive technology, so the cards are left out of the tab order and the reading order.
 * Loaded with the menu list only (react-slick is not on the landing path).
 */
export default function MostPopular({ items }: { items: CustomerMenuItem[] }) {
  return (
    <div className="or-popular" aria-hidden="true">
      <Slider {...CAROUSEL_SETTINGS}>
        {items.map((item, index) => (
          <PopularCard key={item._id} item={item} shown={index < POPULAR_SLIDES} />
        ))}
      </Slider>
    </div>
  );
}
