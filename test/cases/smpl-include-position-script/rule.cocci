// `#include <...>@p`: a position on an include line, read by a script
// that keeps only the first system include (include_match(False) drops
// the others); the last rule adds a line before the one kept
@initialize:python@
@@
seen = []

@hdr@
position p;
@@

#include <...>@p

@script:python@
p << hdr.p;
@@

if seen:
	cocci.include_match(False)
else:
	seen.append(p[0].line)

@has@
@@

#include <errno.h>

@depends on !has@
position hdr.p;
@@

+ #include <errno.h>
  #include <...>@p
