/* Built by gcc only: the export marker is empty here. */
#define API_EXPORT
