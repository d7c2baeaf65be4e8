#include <stdint.h>
#include <stdlib.h>

struct config_descriptor { int n; void *desc; };
struct priv { struct config_descriptor *config_descriptors; };

/* libusb's linux_usbfs.c: a count read from a uint8_t descriptor field */
int parse_config_descriptors(struct priv *priv, const uint8_t *desc)
{
	uint8_t num_configs = desc[17];

	priv->config_descriptors = malloc(num_configs * sizeof(priv->config_descriptors[0]));
	if (!priv->config_descriptors)
		return -1;
	return 0;
}

int alloc_chars(struct priv *priv, unsigned char n)
{
	priv->config_descriptors = malloc(sizeof(struct config_descriptor) * n);
	return priv->config_descriptors ? 0 : -1;
}

int alloc_int(struct priv *priv, unsigned int n)
{
	priv->config_descriptors = malloc(n * sizeof(struct config_descriptor));
	return priv->config_descriptors ? 0 : -1;
}
