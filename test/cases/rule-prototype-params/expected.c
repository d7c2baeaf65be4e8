typedef struct Error Error;

int open_dev(const char *name, Error **errp);
void close_dev(int fd, int flags, Error **errp);
int count(int n, Error **errp);
void plain(const char *name);
