struct ops {
	int (*open)(int fd, const char *path);
	long (*close)(void);
	int count;
	void (*reset)();
};
