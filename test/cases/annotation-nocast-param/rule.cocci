@@
identifier f, flags;
type T;
@@

f(...,
-     T flags
+     gfp_t flags
     , ...) {
   ...
   kzalloc(...,flags)
   ...
}
