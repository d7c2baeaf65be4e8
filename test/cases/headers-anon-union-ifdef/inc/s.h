struct s {
	union {
#ifdef WIDE
		unsigned int	v;
#else
		int		v;
#endif
		long		w;
	};
	union {
		int		a;
		long		b;
	};
};
