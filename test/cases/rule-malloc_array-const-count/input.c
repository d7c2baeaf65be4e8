#include <stdlib.h>

#define GUID_SIZE_STEP 8

/* libusb's windows_winusb.c: the count is a constant when malloc() runs;
 * it grows later, through realloc() */
int enumerate(void)
{
	void **guid_list;
	unsigned int guid_size = GUID_SIZE_STEP;
	unsigned int nb_guids = 0;

	guid_list = malloc(guid_size * sizeof(void *));
	if (guid_list == NULL)
		return -1;
	free(guid_list);
	return 0;
}

/* the count changes before the malloc(): reported */
int grown(unsigned int extra)
{
	void **list;
	unsigned int size = 16;

	size += extra;
	list = malloc(size * sizeof(void *));
	if (list == NULL)
		return -1;
	free(list);
	return 0;
}

/* assigned a constant, then read from the caller: reported */
int reread(unsigned int *in)
{
	void **list;
	unsigned int size;

	size = 4;
	size = *in;
	list = malloc(size * sizeof(void *));
	free(list);
	return 0;
}
