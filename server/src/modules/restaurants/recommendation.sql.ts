/**
 * Recommendations for one customer ($1 = user id), as one statement so the API and the benchmark's bare
 * baseline run exactly the same SQL. Score = cuisine affinity (a saved favourite counts 2, each past order
 * of that cuisine 0.5, capped at 3) + rating (0–5) − 0.15 per km from the customer's home (city centre
 * when unknown). Closed restaurants are left out.
 */
export const RECOMMENDED_RESTAURANTS_SQL = `
with me as (
  select coalesce(home_lat, 40.7128) as lat, coalesce(home_lng, -74.0060) as lng,
         array(select lower(c) from unnest(favorite_cuisines) c) as favs
  from users where id = $1
), past as (
  select lower(r.cuisine) as cuisine, count(*)::float8 as n
  from orders o join restaurants r on r.id = o.restaurant_id
  where o.customer_id = $1 group by lower(r.cuisine)
), scored as (
  select r.id, r.name, r.cuisine, r.rating, r.image_url,
         6371 * 2 * asin(sqrt(power(sin(radians(r.lat - me.lat) / 2), 2)
           + cos(radians(me.lat)) * cos(radians(r.lat)) * power(sin(radians(r.lng - me.lng) / 2), 2))) as km,
         least(3, (case when lower(r.cuisine) = any(me.favs) then 2 else 0 end) + coalesce(past.n, 0) * 0.5) as affinity
  from restaurants r cross join me left join past on past.cuisine = lower(r.cuisine)
  where r.is_open
)
select id, name, cuisine, rating, image_url, round(km::numeric, 1)::float8 as distance
from scored
order by affinity + rating - km * 0.15 desc, rating desc, name
limit 6`;
