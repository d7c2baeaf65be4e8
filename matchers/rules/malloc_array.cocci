// name: malloc_array
// message: n * size computed by hand in malloc() can overflow: use calloc(n, size)
// severity: warning
// fix: review
// tags: userspace
//
// `malloc(n * sizeof(x))` wraps around when n is large (a count read from
// a file or the network), allocating a small block that the caller then
// overruns.  calloc(n, size) checks the product and fails instead.  The
// fix moves the factors into calloc(); it is "review" because calloc()
// also clears the block, a cost on large buffers that a measured hot path
// may not want (reallocarray(NULL, n, size) checks without clearing, but
// needs glibc 2.26 and _DEFAULT_SOURCE).  A count that is a constant
// (`malloc(4 * sizeof(int))`) cannot overflow and is left alone, and so
// is a product with the size of a char (`malloc(sizeof(char) * (n + 1))`,
// libuv's docs/code/dns/main.c): sizeof(char) is 1, the product is n.
// The same for uint8_t and the usual typedefs of unsigned char, BYTE
// and u8, by name (zstd's `malloc(outBufSize * sizeof(BYTE))`, read
// without its headers), and libpng's png_byte (its contrib/visupng's
// `malloc(rowbytes * height * sizeof(png_byte))`; a typedef is not
// matched by the char types above, in spatch either).  A count that is
// itself a byte, a char or uint8_t, is at most 255: the product cannot
// overflow (libusb's linux_usbfs.c, `malloc(num_configs * sizeof(...))`
// with num_configs the descriptor's uint8_t bNumConfigurations).
@malloc_array_const@
typedef uint8_t, BYTE, u8, png_byte;
expression E, N;
{char, signed char, unsigned char} B;
{char, signed char, unsigned char, uint8_t, u8} K;
constant C;
type T;
position p;
@@
(
  malloc@p(\( C * sizeof(E) \| C * sizeof(T) \| sizeof(E) * C \| sizeof(T) * C \))
|
  malloc@p(\( N * sizeof(char) \| sizeof(char) * N \| N * sizeof(unsigned char) \| sizeof(unsigned char) * N \| N * sizeof(signed char) \| sizeof(signed char) * N \))
|
  malloc@p(\( N * sizeof(B) \| sizeof(B) * N \))
|
  malloc@p(\( N * sizeof(uint8_t) \| sizeof(uint8_t) * N \))
|
  malloc@p(\( N * sizeof(BYTE) \| sizeof(BYTE) * N \| N * sizeof(u8) \| sizeof(u8) * N \| N * sizeof(png_byte) \| sizeof(png_byte) * N \))
|
  malloc@p(\( K * sizeof(E) \| K * sizeof(T) \| sizeof(E) * K \| sizeof(T) * K \))
)

// A count checked against SIZE_MAX / size before, as expat's xmlwf
// does (`if (n > SIZE_MAX / sizeof(XML_Char)) return ...;`), cannot
// overflow either: left alone.
// A count set to a constant and not changed on any path to the malloc()
// (libusb's windows_winusb.c, `unsigned int guid_size = GUID_SIZE_STEP;`
// then `malloc(guid_size * sizeof(void *))`, grown later by realloc()).
@malloc_array_const_count@
identifier n;
constant C;
type T1, T;
expression E, E1;
position p;
@@
(
  T1 n = C;
|
  n = C;
)
  ... when != n = E1
      when != n += E1
      when != n -= E1
      when != n *= E1
      when != n <<= E1
      when != n++
      when != ++n
      when != n--
      when != --n
      when != &n
  malloc@p(\( n * sizeof(E) \| n * sizeof(T) \| sizeof(E) * n \| sizeof(T) * n \))

@malloc_array_checked@
expression N, E, x;
type T;
statement S;
position p;
@@
(
  if (\( N > SIZE_MAX / sizeof(T) \| N >= SIZE_MAX / sizeof(T) \)) S
  ...
  x = malloc@p(\( N * sizeof(T) \| sizeof(T) * N \));
|
  if (\( N > SIZE_MAX / sizeof(E) \| N >= SIZE_MAX / sizeof(E) \)) S
  ...
  x = malloc@p(\( N * sizeof(E) \| sizeof(E) * N \));
)

// message: n * size computed by hand in malloc() can overflow: use calloc(n, size)
@malloc_array@
expression N, E;
type T;
position p != {malloc_array_const.p, malloc_array_checked.p,
	malloc_array_const_count.p};
@@
(
- malloc@p(N * sizeof(E))
+ calloc(N, sizeof(E))
|
- malloc@p(N * sizeof(T))
+ calloc(N, sizeof(T))
|
- malloc@p(sizeof(E) * N)
+ calloc(N, sizeof(E))
|
- malloc@p(sizeof(T) * N)
+ calloc(N, sizeof(T))
)
