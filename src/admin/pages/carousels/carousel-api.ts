// The carousel tool's calls (/api/v1/mc/carousels; shared/api/carousel.ts)
// through the app's one HTTP client, and the query keys their reads share
// with the page editor's carousel block.
import type { Carousel, CarouselSaveBody, CarouselSummary } from '../../../shared/api/carousel.js';
import type { HttpClient } from '../../providers/http-client.js';
import { API_PREFIX } from '../../../shared/api/prefixes.js';

const CAROUSELS_URL = API_PREFIX.carousels;

export const carouselKeys = {
  all: () => ['Content', 'carousels'] as const,
  list: () => ['Content', 'carousels', 'list'] as const,
  one: (id: number) => ['Content', 'carousels', id] as const,
};

export async function listCarousels(http: HttpClient): Promise<CarouselSummary[]> {
  return (await http(CAROUSELS_URL, { method: 'GET' })).json as CarouselSummary[];
}

export async function readCarousel(http: HttpClient, id: number): Promise<Carousel> {
  return (await http(`${CAROUSELS_URL}/${id}`, { method: 'GET' })).json as Carousel;
}

export async function createCarousel(http: HttpClient, body: CarouselSaveBody): Promise<Carousel> {
  return (await http(CAROUSELS_URL, { method: 'POST', body: JSON.stringify(body) })).json as Carousel;
}

export async function saveCarousel(http: HttpClient, id: number, body: CarouselSaveBody): Promise<Carousel> {
  return (await http(`${CAROUSELS_URL}/${id}`, { method: 'PUT', body: JSON.stringify(body) })).json as Carousel;
}

export async function deleteCarousel(http: HttpClient, id: number): Promise<void> {
  await http(`${CAROUSELS_URL}/${id}`, { method: 'DELETE' });
}
