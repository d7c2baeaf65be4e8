#define __always_inline inline __attribute__((__always_inline__))
#define __section(s) __attribute__((__section__(s)))
#define __cold __attribute__((__cold__))
#ifdef PLUGIN
#define __latent __attribute__((latent_entropy))
#else
#define __latent
#endif
#define __init __section(".init.text") __cold \
	__latent
