// Swiper's styles load with the page, before the carousel's script, so the prerendered slides
// sit where Swiper keeps them. Imported by the section and by the landing's own client entry.
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
