@@
struct port E;
@@
- E.speed
+ E.cfg.speed
