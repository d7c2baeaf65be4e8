// '-' and '+' on an #include line: the include is replaced wherever it
// stands, each time
@@
@@

- #include <asm/semaphore.h>
+ #include <linux/semaphore.h>
