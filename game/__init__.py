"""A tabletop card-game app: several card games with their rules fully enforced."""
__version__ = "0.1.0"
