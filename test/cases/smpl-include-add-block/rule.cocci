// whole lines added after a matched #include: a conditional block of
// directives, a #define among them
@has@
@@

#include <asm/nk/f_nk.h>

@depends on !has@
@@

  #include <asm/io.h>
+ #ifdef CONFIG_NKERNEL
+ #include <asm/nk/f_nk.h>
+ #define nk_call(x) f_nk(x)
+ #endif
