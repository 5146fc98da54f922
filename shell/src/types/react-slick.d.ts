// react-slick ships no types and @types/react-slick is not installed: the part the banner slider uses.
declare module 'react-slick' {
  import type { Component, ReactElement, ReactNode, CSSProperties, MouseEventHandler } from 'react';

  export interface CustomArrowProps {
    className?: string;
    style?: CSSProperties;
    onClick?: MouseEventHandler;
    currentSlide?: number;
    slideCount?: number;
  }

  export interface Settings {
    accessibility?: boolean;
    arrows?: boolean;
    autoplay?: boolean;
    autoplaySpeed?: number;
    dots?: boolean;
    infinite?: boolean;
    pauseOnHover?: boolean;
    pauseOnFocus?: boolean;
    pauseOnDotsHover?: boolean;
    speed?: number;
    slidesToShow?: number;
    slidesToScroll?: number;
    fade?: boolean;
    nextArrow?: ReactElement;
    prevArrow?: ReactElement;
    customPaging?: (index: number) => ReactElement;
    appendDots?: (dots: ReactNode) => ReactElement;
    dotsClass?: string;
    className?: string;
    afterChange?: (current: number) => void;
    beforeChange?: (current: number, next: number) => void;
    children?: ReactNode;
  }

  export default class Slider extends Component<Settings> {
    slickPause(): void;
    slickPlay(): void;
    slickGoTo(index: number, dontAnimate?: boolean): void;
    slickNext(): void;
    slickPrev(): void;
  }
}
