// Writes ten lines to file descriptor 2 per function, slowly: the
// lines of two workers would interleave if they reached it directly.
@r@
identifier f;
position p;
@@
 f@p(...) { ... }

@script:python@
p << r.p;
@@
import os, time
for i in range(10):
    os.write(2, ("%s: line %d\n" % (p[0].file, i)).encode())
    time.sleep(0.02)
