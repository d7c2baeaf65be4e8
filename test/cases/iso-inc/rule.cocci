@@
@@
- ++misses;
+ tick(misses);

@ disable inc @
@@
- hits++;
+ once(hits);

