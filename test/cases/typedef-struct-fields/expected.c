typedef struct {
	char tag;
	long count;
} counter_t;

struct plain {
	int count;
};
