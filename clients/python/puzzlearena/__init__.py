"""Puzzle Arena for bot authors: an API client and a step environment, standard library only."""

from .client import ApiError, Client
from .env import Environment

__all__ = ["ApiError", "Client", "Environment"]
