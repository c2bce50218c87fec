import { Link } from 'react-router-dom';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { truncate } from '@troo/shared';
import { AspectImage, Price } from '@troo/shared/kit';
import type { CustomerMenuItem } from '@troo/shared/contract';
import { imageVariants } from '@troo/shared/contract';
import { itemDetailsPath } from '../../../common/basket-line';

/** Spec §2 and §9: two slides, 500 ms, autoplay every 2 s, endless, no arrows; breakpoints 1024 and 600. */
export const CAROUSEL_SETTINGS: Settings = {
  slidesToShow: 2,
  slidesToScroll: 1,
  speed: 500,
  autoplay: true,
  autoplaySpeed: 2000,
  infinite: true,
  arrows: false,
  dots: false,
  responsive: [
    { breakpoint: 1024, settings: { slidesToShow: 2 } },
    { breakpoint: 600, settings: { slidesToShow: 2 } },
  ],
};

/** Carousel names are cut to 10 characters. */
const NAME_LENGTH = 10;

/**
 * The 'Most Popular' carousel. It repeats items of the list below, and the carousel's clones are
 * hidden from assistive technology, so the cards are left out of the tab order and the reading order.
 * Loaded with the menu list only (react-slick is not on the landing path).
 */
export default function MostPopular({ items }: { items: CustomerMenuItem[] }) {
  return (
    <div className="or-popular" aria-hidden="true">
      <Slider {...CAROUSEL_SETTINGS}>
        {items.map((item) => (
          <div key={item._id} className="or-popular__slide">
            <Link className="or-popular__card" to={itemDetailsPath(item._id, 'online_ordering')} tabIndex={-1}>
              <AspectImage
                src={item.menu_item_image}
                variants={imageVariants(item.menu_item_image, [192, 320, 640])}
                sizes="45vw"
                alt=""
                ratio={4 / 3}
                priority
              />
              <span className="or-popular__name">{truncate(item.menu_item_name, NAME_LENGTH)}</span>
              <Price naira={item.menu_item_price} className="or-popular__price" />
            </Link>
          </div>
        ))}
      </Slider>
    </div>
  );
}
