// __nocast (a sparse annotation the kernel defines empty) is no type
// and no parameter name: `T gfp` matches `unsigned int __nocast gfp_mask`.
@@
identifier f, gfp;
type T;
@@

f(...,
-     T gfp
+     gfp_t gfp
     , ...) {
   ...
   kmalloc(...,gfp)
   ...
}
